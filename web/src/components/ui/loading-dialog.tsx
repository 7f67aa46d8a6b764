import { Dialog } from './dialog.tsx';
import { LoadingBars } from './loading-bars.tsx';

interface LoadingDialogProps {
  title: string;
  text?: string;
  testId?: string;
}

/**
 * The loading dialog (docs/product.md#layout-dialogs-and-errors): the five bars over an inert page,
 * for a wait the user must not interrupt, such as leaving for a payment. It can not be dismissed.
 */
export function LoadingDialog({ title, text, testId }: LoadingDialogProps) {
  return (
    <Dialog title={title} onClose={() => undefined} dismissible={false} testId={testId}>
      <div className="dialog__loading">
        <LoadingBars label={title} />
        {text && <p className="dialog__text dialog__text--center">{text}</p>}
      </div>
    </Dialog>
  );
}
