import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useRef, useState } from 'react';

import { InputField, type InputFieldProps } from './input-field';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchFieldProps {
  label: string;
  /** The committed search (from the URL or the screen's state). */
  value: string;
  /** Called once typing pauses for `delay` ms, with the trimmed text. */
  onSearch: (value: string) => void;
  delay?: number;
  size?: InputFieldProps['size'];
}

/** A search box that reports what was typed after a pause, not on every key. */
export function SearchField({
  label,
  value,
  onSearch,
  delay = SEARCH_DEBOUNCE_MS,
  size = 'small',
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // What this box last reported: when it comes back as `value`, the text typed since then is kept.
  const [sent, setSent] = useState(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The committed value changed from outside (back button, a reset): show it.
  if (value !== committed) {
    setCommitted(value);
    if (value !== sent) setText(value);
    setSent(value);
  }

  const trimmed = text.trim();
  const pending = trimmed !== committed.trim() && trimmed !== sent;
  const report = () => {
    setSent(trimmed);
    onSearchRef.current(trimmed);
  };
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setSent(trimmed);
      onSearchRef.current(trimmed);
    }, delay);
    return () => clearTimeout(timer);
  }, [pending, trimmed, delay]);

  return (
    <InputField
      label={label}
      type="search"
      size={size}
      value={text}
      onChange={(event) => setText(event.target.value)}
      // Leaving the box reports what it holds at once: a click elsewhere (a row's link) then comes after the
      // search, and no late report takes the page back from where that click went.
      onBlur={() => {
        if (pending) report();
      }}
      sx={{ minWidth: { xs: '100%', sm: 320 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
