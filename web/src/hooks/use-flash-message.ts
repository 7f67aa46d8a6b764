import { useCallback, useEffect, useState } from 'react';

export type FlashTone = 'success' | 'error';

export interface FlashMessage {
  tone: FlashTone;
  text: string;
  /** Tells two equal messages apart, so showing one again restarts its timer. */
  id: number;
}

/** docs/product.md#interface-timings-and-layout: messages clear after 5 s, errors after 10 s. */
export const FLASH_DURATION_MS: Record<FlashTone, number> = { success: 5_000, error: 10_000 };

let nextId = 0;

/** A form's outcome message that hides itself after the time above. */
export function useFlashMessage() {
  const [message, setMessage] = useState<FlashMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), FLASH_DURATION_MS[message.tone]);
    return () => clearTimeout(timer);
  }, [message]);

  const show = useCallback((tone: FlashTone, text: string) => {
    nextId += 1;
    setMessage({ tone, text, id: nextId });
  }, []);
  const clear = useCallback(() => setMessage(null), []);

  return { message, show, clear };
}
