// Lints snippets of code as if they were the given files, with the project's own eslint.config.js, through
// ESLint's Node API. Reads [{ code, filePath }] as JSON on stdin and writes each snippet's messages as JSON.
// A process of its own: jest's module system cannot load an ES-module config file (it needs --experimental-vm-modules).
// The rules under test read imports and syntax, not types: without the type-aware rules no TypeScript program is built
// for the project (that was 15 of this test's 17 s).
import { ESLint } from 'eslint';
import { text } from 'node:stream/consumers';
import tseslint from 'typescript-eslint';

const snippets = JSON.parse(await text(process.stdin));
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
const results = [];
for (const { code, filePath } of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })));
}
process.stdout.write(JSON.stringify(results));
