import path from 'node:path';

/** Where the firm's copy lives: content/ at the project's root (the Docker image copies it beside dist/). */
export const contentDir = path.resolve('content');
