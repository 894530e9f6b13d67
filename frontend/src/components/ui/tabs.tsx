import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** A count shown beside the label (e.g. new consultation requests). */
  count?: number;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs: one tab stop for the list, arrow keys / Home / End move between tabs, the
 * active panel is labelled by its tab. Controlled, so the page can keep the tab in the URL.
 */
export function Tabs<K extends string>({
  items,
  active,
  onChange,
  label,
  className,
}: {
  items: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  /** What the tab list is, for screen readers. */
  label: string;
  className?: string;
}) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.key === active),
  );

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? activeIndex === last
          ? 0
          : activeIndex + 1
        : event.key === 'ArrowLeft'
          ? activeIndex === 0
            ? last
            : activeIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(items[next]!.key);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={cn('tabs', className)}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={move}>
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.key}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-controls={`${baseId}-panel-${item.key}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className="tabs__tab"
              onClick={() => onChange(item.key)}
            >
              <span>{item.label}</span>
              {item.count !== undefined && (
                <span className="tabs__count">
                  <span className="visually-hidden">(</span>
                  {item.count}
                  <span className="visually-hidden">)</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      {items.map((item, index) =>
        index === activeIndex ? (
          <div
            key={item.key}
            role="tabpanel"
            id={`${baseId}-panel-${item.key}`}
            aria-labelledby={`${baseId}-tab-${item.key}`}
            className="tabs__panel"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable so keyboard users reach its content (APG tabs pattern)
            tabIndex={0}
          >
            {item.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
