/**
 * Tooltip timings (docs/decisions/0055-site-behaviour.md): a pointer passing over a button does
 * not flash its tooltip, and leaving gives time to move onto the tooltip (WCAG 1.4.13, hoverable)
 * or back without it flickering.
 */
export const TOOLTIP_SHOW_DELAY_MS = 250;
export const TOOLTIP_HIDE_DELAY_MS = 400;

/** What holds a tooltip open: the pointer over the button or the tooltip, the keyboard focus. */
export type TooltipSource = 'hover' | 'focus';

export interface TooltipTimer {
  enter: (source: TooltipSource) => void;
  leave: (source: TooltipSource) => void;
  /** Escape: hidden at once, until the next enter (WCAG 1.4.13, dismissible). */
  escape: () => void;
  dispose: () => void;
}

/**
 * When a tooltip opens and closes: 250 ms after the first hover or focus, 400 ms after the last
 * of them left; coming back within those 400 ms keeps it open. `setOpen` hears every change.
 */
export function tooltipTimer(setOpen: (open: boolean) => void): TooltipTimer {
  const holding = new Set<TooltipSource>();
  let open = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const settle = (next: boolean, delay: number) => {
    clearTimeout(timer);
    timer = undefined;
    if (open === next) return;
    timer = setTimeout(() => {
      timer = undefined;
      open = next;
      setOpen(next);
    }, delay);
  };

  return {
    enter: (source) => {
      holding.add(source);
      settle(true, TOOLTIP_SHOW_DELAY_MS);
    },
    leave: (source) => {
      holding.delete(source);
      if (holding.size === 0) settle(false, TOOLTIP_HIDE_DELAY_MS);
    },
    escape: () => {
      clearTimeout(timer);
      timer = undefined;
      holding.clear();
      if (!open) return;
      open = false;
      setOpen(false);
    },
    dispose: () => clearTimeout(timer),
  };
}
