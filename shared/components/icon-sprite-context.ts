import { createContext } from 'react';

/**
 * The icon sprite's address (content-hashed), for <Icon>: the document provides it, and so does each island's own root,
 * whose icons would otherwise point at nothing. Empty outside both (a component rendered on its own).
 */
export const IconSpriteContext = createContext('');
