import { useRef } from 'react';

/**
 * A hidden file input that the caller's own button opens (`open`): `onFile` gets the file chosen.
 * The input is cleared at once, so choosing the same file again still counts as a choice.
 */
export function useFilePicker({
  accept,
  label,
  onFile,
}: {
  accept: readonly string[];
  /** Its accessible name (it is never seen). */
  label: string;
  onFile: (file: File) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={inputRef}
      type="file"
      accept={accept.join(',')}
      hidden
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
  return { open: () => inputRef.current?.click(), input };
}
