import { ApiError } from '../../../lib/api-error.ts';
import { useStepUpStore } from '../stores/step-up-store.ts';

/**
 * Runs an operator call; if the server asks for a fresh second factor (401
 * `step_up_required`), asks the operator for a passkey or their app's code and runs it once
 * more. A read in the background does not ask again after the operator closed the dialog; an
 * action does.
 */
export async function withStepUp<T>(
  call: () => Promise<T>,
  { action }: { action: boolean },
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'step_up_required') throw error;
    const stepUp = useStepUpStore.getState();
    if (!action && stepUp.declined) throw error;
    await stepUp.ask(error);
    return call();
  }
}
