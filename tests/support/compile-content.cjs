// jest's global set-up: pages import the copy from shared/content/generated/, which the content compiler
// writes from content/ (not kept in git), as the build and npm run dev do. A bad content file fails here, naming itself.
const { execFileSync } = require('node:child_process');

module.exports = async function compileContent() {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/content.ts'], { stdio: 'inherit' });
};
