import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/app/navigation/navigation';
import { cn } from '@/lib/cn';
import './dropdown-menu.css';

export interface DropdownMenuProps {
  /** Content of the trigger button; it is also the menu's accessible name. */
  trigger: ReactNode;
  triggerClassName?: string;
  align?: 'start' | 'end';
  /** Optional non-interactive header (e.g. who is signed in). */
  header?: ReactNode;
  children: ReactNode;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu
    ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])'))
    : [];
}

/**
 * A menu button (WAI-ARIA APG pattern): Enter, Space or ArrowDown opens it on the first item,
 * arrows and Home/End move, Escape closes and returns focus, Tab or a click outside closes.
 */
export function DropdownMenu({
  trigger,
  triggerClassName,
  align = 'end',
  header,
  children,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    (focusOnOpen.current === 'last' ? items.at(-1) : items[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const openMenu = (at: 'first' | 'last') => {
    focusOnOpen.current = at;
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <div ref={rootRef} className="dropdown">
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open ? (
        <div className={cn('dropdown__menu', `dropdown__menu--${align}`)}>
          {header ? <div className="dropdown__header stack">{header}</div> : null}
          {/* Choosing an item closes the menu (the click bubbles up after the item's own action). */}
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            tabIndex={-1}
            className="dropdown__items"
            onKeyDown={onMenuKeyDown}
            onClick={() => setOpen(false)}
          >
            {children}
          </div>
        </div>
      ) : null}
    </div>
  );
}

export interface DropdownMenuItemProps {
  onSelect: () => void;
  icon?: ReactNode;
  children: ReactNode;
}

export function DropdownMenuItem({ onSelect, icon, children }: DropdownMenuItemProps) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="dropdown__item inline gap-3"
      onClick={onSelect}
    >
      {icon}
      {children}
    </button>
  );
}

/** A menu item that opens a page. */
export function DropdownMenuLink({
  to,
  icon,
  children,
}: {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Link to={to} role="menuitem" tabIndex={-1} className="dropdown__item inline gap-3">
      {icon}
      {children}
    </Link>
  );
}

/** A named group of items ('Explore'); the name is read before its items. */
export function DropdownMenuGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of menu items (APG menu pattern), not form fields
    <div role="group" aria-labelledby={id} className="dropdown__group">
      <span id={id} className="dropdown__group-label fine-print">
        {label}
      </span>
      {children}
    </div>
  );
}

/** A line between groups of items. */
export function DropdownMenuSeparator() {
  return <hr className="dropdown__separator" />;
}
