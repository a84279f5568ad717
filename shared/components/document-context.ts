import { createContext, useContext } from 'react';

/** What the document shell needs from the build and the server: the stylesheet, the icon sprite and the hydration data block. */
export interface DocumentAssets {
  /** The stylesheet's text, which the document carries inline (its hash is in the Content-Security-Policy). */
  css: string;
  /** The icon sprite under its content-hashed name. */
  iconsHref: string;
  /** Hydration data, already escaped for embedding in a JSON script block. */
  dataJson: string;
}

export const DocumentContext = createContext<DocumentAssets | null>(null);

export function useDocumentAssets(): DocumentAssets {
  const assets = useContext(DocumentContext);
  if (!assets) throw new Error('DocumentContext is missing');
  return assets;
}

export const hydrationDataId = '__site_data';
