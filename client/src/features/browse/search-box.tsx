import { SEARCH_DEBOUNCE_MS } from '@plw/shared/constants';
import { useId, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { useSearchParams } from 'wouter';

// A search field kept in the address as `search`: typing updates it SEARCH_DEBOUNCE_MS after the last key
// (spec 9), replacing the address so the back button does not step through every letter.

export function SearchBox({ label }: { label: string }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('search') ?? '');
  const commit = useDebouncedCallback((value: string) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value.trim()) next.set('search', value);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, SEARCH_DEBOUNCE_MS);

  return (
    <div className="search-box">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <svg className="search-box__icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        className="search-box__input"
        placeholder={label}
        value={text}
        enterKeyHint="search"
        onChange={(event) => {
          setText(event.target.value);
          commit(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit.flush();
        }}
      />
    </div>
  );
}
