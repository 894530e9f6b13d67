import { type KeyboardEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CloseButton } from '@/components/ui/close-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type AddTagResult, addTag, MAX_TAG_LENGTH, MAX_TAGS, removeTag } from '../gallery-tags';

const NOTICES: Record<Exclude<AddTagResult, { added: true }>['reason'], string | null> = {
  empty: null,
  duplicate: 'That tag is already added.',
  full: `Up to ${MAX_TAGS} tags per image.`,
};

/**
 * Tags for a gallery image (spec 001): typed and added with Enter or the Add button; empty
 * and repeated tags are ignored; each added tag is a chip with its own remove button.
 */
export function TagInput({
  id,
  tags,
  onChange,
  disabled,
}: {
  id: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const add = () => {
    const result = addTag(tags, draft);
    if (result.added) onChange(result.tags);
    setNotice(result.added ? null : NOTICES[result.reason]);
    if (result.added || (!result.added && result.reason === 'duplicate')) setDraft('');
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };
  const remove = (tag: string) => {
    onChange(removeTag(tags, tag));
    setNotice(null);
    inputRef.current?.focus();
  };

  const hintId = `${id}-hint`;
  return (
    <div className="field stack gap-2 tag-input">
      <Label htmlFor={id}>
        Tags <span className="label__note muted">(optional)</span>
      </Label>
      <div className="tag-input__row">
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          maxLength={MAX_TAG_LENGTH}
          placeholder="e.g. bridal, updo"
          aria-describedby={hintId}
          enterKeyHint="done"
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add} disabled={disabled}>
          Add
        </Button>
      </div>
      <p id={hintId} className="fine-print" aria-live="polite">
        {notice ?? 'Press Enter or Add after each tag.'}
      </p>
      {tags.length ? (
        <ul className="tag-chips" aria-label="Tags added">
          {tags.map((tag) => (
            <li key={tag} className="tag-chip">
              <span>{tag}</span>
              <CloseButton
                className="tag-chip__remove ring"
                label={`Remove tag ${tag}`}
                disabled={disabled}
                onClick={() => remove(tag)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
