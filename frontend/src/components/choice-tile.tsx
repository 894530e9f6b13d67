import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import './choice-tile.css';

export interface ChoiceTileProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  type: 'radio' | 'checkbox';
  /** The accessible name: short (a tier, a time, a method). */
  label: ReactNode;
  /** Beside the name, e.g. a price range or 'Open'. Part of the description, not the name. */
  aside?: ReactNode;
  /** Under the name; tied to the input with aria-describedby. */
  description?: ReactNode;
  /** A small flag over the tile, e.g. 'Popular'. */
  flag?: ReactNode;
  className?: string;
}

/**
 * A native radio or checkbox drawn as a tile: the whole tile is the click target, arrow keys
 * move within a radio group as usual, and the price or status is read as its description.
 */
export function ChoiceTile({
  id,
  type,
  label,
  aside,
  description,
  flag,
  className,
  ...input
}: ChoiceTileProps) {
  const asideId = aside ? `${id}-aside` : undefined;
  const descriptionId = description ? `${id}-description` : undefined;
  const describedBy = [asideId, descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={cn('choice-box choice-tile beside', input.disabled && 'choice-tile--disabled', className)}
    >
      <input id={id} type={type} className="choice-tile__input" aria-describedby={describedBy} {...input} />
      <div className="choice-tile__body stack">
        <div className="choice-tile__top cluster">
          <label htmlFor={id} className="choice-tile__label">
            {label}
          </label>
          {aside ? (
            <span id={asideId} className="choice-tile__aside">
              {aside}
            </span>
          ) : null}
        </div>
        {description ? (
          <span id={descriptionId} className="choice-tile__description fine-print">
            {description}
          </span>
        ) : null}
      </div>
      {flag ? <span className="caps-tag choice-tile__flag">{flag}</span> : null}
    </div>
  );
}
