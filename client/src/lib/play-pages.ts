import { createContext, useContext } from 'react';

// Loads a page of this app ahead of its visit (its code, and what it reads first), given its path: the waiting room
// uses it so the game opens at the start with nothing left to load. The area's routes provide it.

export type PreloadPage = (path: string) => void;

export const PagePreloadContext = createContext<PreloadPage>(() => undefined);

export function usePagePreload(): PreloadPage {
  return useContext(PagePreloadContext);
}
