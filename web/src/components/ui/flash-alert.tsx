import type { FlashMessage } from '../../hooks/use-flash-message.ts';
import { Alert } from './alert.tsx';

/** The current flash message of a form, if any; a new message is announced afresh. */
export function FlashAlert({ message }: { message: FlashMessage | null }) {
  if (!message) return null;
  return (
    <Alert key={message.id} tone={message.tone}>
      {message.text}
    </Alert>
  );
}
