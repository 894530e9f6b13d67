import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}

/** The button look, for links that should read as buttons (`<Link className={buttonClasses()}>`). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  block,
  className,
}: ButtonStyleOptions = {}) {
  return cn('btn', `btn--${variant}`, `btn--${size}`, block && 'btn--block', className);
}

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>,
    Omit<ButtonStyleOptions, 'className'> {
  ref?: Ref<HTMLButtonElement>;
  /**
   * The action it started is running: the button reads `busyLabel` (the spec's 'Saving...' form),
   * is announced as unavailable and ignores presses, Enter in its form included, yet keeps the
   * keyboard focus, which a `disabled` button would drop to the top of the page.
   */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  busy = false,
  busyLabel,
  children,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, block, className })}
      aria-disabled={busy || undefined}
      {...props}
      onClick={(event) => {
        // A form's implicit submission clicks its submit button too: cancelling the click stops it.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
