import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import './tabs.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

interface TabsProps<Id extends string> {
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  label: string;
  /** Builds the ids that tie each tab to its panel (`<idPrefix>-tab-<id>`, `-panel-<id>`). */
  idPrefix: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * A tab list on the WAI-ARIA pattern: one tab stop, arrows/Home/End move and select. The caller
 * renders the selected panel with `role="tabpanel"` and the matching ids.
 */
export function Tabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
}: TabsProps<Id>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const selectedIndex = tabs.findIndex((tab) => tab.id === selected);

  // On a phone the row scrolls: the selected tab (e.g. opened by `?tab=social`) is brought into
  // it, sideways only, so the page itself does not jump.
  useEffect(() => {
    const row = list.current;
    const tab = buttons.current[selectedIndex];
    if (!row || !tab) return;
    const left = tab.offsetLeft;
    if (left < row.scrollLeft || left + tab.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = left - (row.clientWidth - tab.offsetWidth) / 2;
    }
  }, [selectedIndex]);

  // Where the row is cut, a round arrow says so and scrolls it: the edge shadows alone went
  // unnoticed, and a label cut at the edge read as a cut label (decision 0056). Mouse only: the
  // arrow keys move along the tabs, and the selected one is scrolled in (above).
  const [cut, setCut] = useState({ start: false, end: false });
  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const measure = () => {
      const start = row.scrollLeft > 1;
      const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setCut((current) =>
        current.start === start && current.end === end ? current : { start, end },
      );
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    // The row's width and the labels' (a language change) both decide what fits.
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    for (const tab of row.children) observer.observe(tab);
    return () => {
      row.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [tabs.length]);

  const scrollRow = (direction: -1 | 1) => {
    const row = list.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth * 0.7, behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = target === null ? undefined : tabs[target];
    if (target === null || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current[target]?.focus();
  };

  return (
    <div className="tabs-scroller">
      <div className="tabs" role="tablist" aria-label={label} ref={list}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              id={tabId(idPrefix, tab.id)}
              type="button"
              role="tab"
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={panelId(idPrefix, tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {(['start', 'end'] as const).map(
        (edge) =>
          cut[edge] && (
            <button
              key={edge}
              type="button"
              className={`tabs__scroll tabs__scroll--${edge}`}
              // Not a Tab stop nor read out: the tabs themselves are reachable by keyboard.
              tabIndex={-1}
              aria-hidden="true"
              // A click must not take the focus away from the selected tab.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => scrollRow(edge === 'start' ? -1 : 1)}
              data-testid={`tabs-scroll-${edge}`}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
                <path
                  fill="currentColor"
                  d={
                    edge === 'start'
                      ? 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z'
                      : 'M8.6 7.4 10 6l6 6-6 6-1.4-1.4 4.6-4.6z'
                  }
                />
              </svg>
            </button>
          ),
      )}
    </div>
  );
}
