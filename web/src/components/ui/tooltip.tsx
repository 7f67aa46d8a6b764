import {
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { tooltipTimer } from './tooltip-timer.ts';
import './tooltip.css';

/** What the trigger spreads on itself: its description and the events that open the tooltip. */
export interface TooltipTriggerProps {
  'aria-describedby': string;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

interface TooltipProps {
  text: string;
  /** Renders the trigger (a button) with the props it must carry. */
  children: (trigger: TooltipTriggerProps) => ReactNode;
  /** Below for a trigger at a panel's top edge, where above would be cut off. */
  placement?: 'above' | 'below';
  /** `end`: the tooltip's right edge on the trigger's, for a trigger at a right edge. */
  align?: 'center' | 'end';
}

/**
 * A short text about a button, shown 250 ms after hover or keyboard focus and hidden 400 ms after
 * both left (`tooltipTimer`); Escape hides it at once, and the pointer may rest on it. The text is
 * the trigger's description (aria-describedby) whether shown or not; it sits beside the trigger,
 * not inside it, so it never becomes part of the button's name. Never focusable, never focused.
 */
export function Tooltip({ text, children, placement = 'above', align = 'center' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [timer] = useState(() => tooltipTimer(setOpen));

  useEffect(() => () => timer.dispose(), [timer]);

  // Escape hides it wherever the focus is (a pointer hover leaves the focus elsewhere).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') timer.escape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, timer]);

  const trigger: TooltipTriggerProps = {
    'aria-describedby': id,
    onMouseEnter: () => timer.enter('hover'),
    onMouseLeave: () => timer.leave('hover'),
    onFocus: (event) => {
      // Keyboard focus only: a click focuses the button too, and the hover already covers it.
      if (event.currentTarget.matches(':focus-visible')) timer.enter('focus');
    },
    onBlur: () => timer.leave('focus'),
    onKeyDown: (event) => {
      if (event.key === 'Escape') timer.escape();
    },
  };

  return (
    <span className="tooltip-anchor">
      {children(trigger)}
      <span
        id={id}
        role="tooltip"
        className={`tooltip tooltip--${placement} tooltip--${align}`}
        hidden={!open}
        onMouseEnter={() => timer.enter('hover')}
        onMouseLeave={() => timer.leave('hover')}
        data-testid="tooltip"
      >
        {text}
      </span>
    </span>
  );
}
