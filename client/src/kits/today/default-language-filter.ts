import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { usePlayerLanguage } from './player-language.ts';

// The play-circle lists open on the player's language (issue 17: a Tamil puzzle first for an English reader is
// wrong): an address without a language gets the player's (mother tongue, else the UI's) as a removable chip.
// Once the player removes it, lists stay on every language for the rest of the session.

const CLEARED_KEY = 'plw.language-filter-cleared';

function cleared(): boolean {
  try {
    return sessionStorage.getItem(CLEARED_KEY) === '1';
  } catch {
    return false;
  }
}

function markCleared(): void {
  try {
    sessionStorage.setItem(CLEARED_KEY, '1');
  } catch {
    // Storage refused (private mode): the address alone keeps the choice.
  }
}

export function useDefaultLanguageFilter(): void {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const language = usePlayerLanguage();
  const hadLanguage = useRef(false);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.has('language')) {
      hadLanguage.current = true;
      return;
    }
    if (hadLanguage.current) {
      // The chip was removed here: every language, from now on.
      hadLanguage.current = false;
      markCleared();
      return;
    }
    if (cleared()) return;
    params.set('language', language);
    navigate(`${path}?${params.toString()}`, { replace: true });
  }, [search, path, language, navigate]);
}
