import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { useStepUpStore } from '../stores/step-up-store.ts';
import { withStepUp } from './with-step-up.ts';

const stepUpRequired = () => new ApiError('step_up_required', 'Confirm it is you', 401);

/** A call the server refuses `refusals` times with 401 step_up_required, then answers. */
function callRefused(refusals: number) {
  let calls = 0;
  const call = vi.fn(async () => {
    calls += 1;
    if (calls <= refusals) throw stepUpRequired();
    return 'done';
  });
  return call;
}

describe('withStepUp', () => {
  let startCalls: string[];

  beforeEach(() => {
    startCalls = [];
    // Any call the step-up made would be recorded here: with an app, it makes none.
    vi.stubGlobal('localStorage', { getItem: () => 'token' });
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string) => {
        startCalls.push(path);
        return Promise.resolve(new Response(JSON.stringify({ status: true, data: null })));
      }),
    );
    useStepUpStore.setState({ open: false, declined: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the code once for calls refused together, and runs each again once passed', async () => {
    const first = callRefused(1);
    const second = callRefused(1);
    const both = Promise.all([
      withStepUp(first, { action: true }),
      withStepUp(second, { action: false }),
    ]);
    await vi.waitFor(() => expect(useStepUpStore.getState().open).toBe(true));
    // The operator's app gives the code: nothing is mailed.
    expect(startCalls).toEqual([]);
    useStepUpStore.getState().passed();
    expect(await both).toEqual(['done', 'done']);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([2, 2]);
  });

  it('closing the dialog fails the call with its own error; reads then stop asking, actions do not', async () => {
    const refused = withStepUp(callRefused(1), { action: true });
    await vi.waitFor(() => expect(useStepUpStore.getState().open).toBe(true));
    useStepUpStore.getState().dismiss();
    await expect(refused).rejects.toMatchObject({ code: 'step_up_required' });

    await expect(withStepUp(callRefused(1), { action: false })).rejects.toMatchObject({
      code: 'step_up_required',
    });
    expect(useStepUpStore.getState().open).toBe(false);
    // The operator's app gives the code: nothing is mailed.
    expect(startCalls).toEqual([]);

    const action = withStepUp(callRefused(1), { action: true });
    await vi.waitFor(() => expect(useStepUpStore.getState().open).toBe(true));
    useStepUpStore.getState().passed();
    expect(await action).toBe('done');
    expect(useStepUpStore.getState().declined).toBe(false);
  });

  it('leaves every other failure alone', async () => {
    const forbidden = new ApiError('forbidden', 'No', 403);
    await expect(
      withStepUp(
        async () => {
          throw forbidden;
        },
        { action: true },
      ),
    ).rejects.toBe(forbidden);
    expect(startCalls).toEqual([]);
  });
});
