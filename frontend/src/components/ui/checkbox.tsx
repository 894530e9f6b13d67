import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';
import './field.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: ReactNode;
  /** A second line under the label, e.g. a price; tied to the box with aria-describedby. */
  description?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it; the whole row is the click target. */
export function Checkbox({ id, label, description, className, ...props }: CheckboxProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={cn('checkbox', className)}>
      <input
        id={id}
        type="checkbox"
        className="checkbox__input"
        aria-describedby={descriptionId}
        {...props}
      />
      <label htmlFor={id} className="checkbox__label">
        {label}
      </label>
      {description ? (
        <span id={descriptionId} className="checkbox__description fine-print">
          {description}
        </span>
      ) : null}
    </div>
  );
}
