import { useEffect, useRef, type KeyboardEvent } from 'react';
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
  );
}
