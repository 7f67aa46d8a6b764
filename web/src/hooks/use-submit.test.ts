import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import type { FlashTone } from './use-flash-message.ts';
import { LEAVING, failureText, runSubmit, type SubmitContext } from './use-submit.ts';

const t = ((key: string) => `<${key}>`) as unknown as TFunction;

/** A form's state as the submit leaves it, in the order it was changed. */
function form() {
  const events: string[] = [];
  const context: SubmitContext = {
    t,
    setBusy: (busy) => events.push(`busy:${busy}`),
    flash: {
      show: (tone: FlashTone, text: string) => events.push(`${tone}:${text}`),
      clear: () => events.push('clear'),
    },
  };
  return { events, context };
}

const refused = new ApiError('no_gifted_wish', 'No gift', 409);

describe('runSubmit', () => {
  it('is busy and clears the old message while the work runs, then is free again', async () => {
    const { events, context } = form();
    const failure = await runSubmit(
      async () => {
        events.push('work');
      },
      { fallback: 'fallback' },
      context,
    );
    expect(failure).toBeNull();
    expect(events).toEqual(['busy:true', 'clear', 'work', 'busy:false']);
  });

  it('shows a coded failure as errors.<code> and resolves to it', async () => {
    const { events, context } = form();
    const failure = await runSubmit(() => Promise.reject(refused), { fallback: 'x' }, context);
    expect(failure).toEqual({
      text: '<errors.no_gifted_wish>',
      code: 'no_gifted_wish',
      error: refused,
    });
    expect(events).toEqual(['busy:true', 'clear', 'error:<errors.no_gifted_wish>', 'busy:false']);
  });

  it('uses the screen’s words for internal errors and failures that are not API errors', async () => {
    const internal = new ApiError('internal_error', 'Boom', 500);
    for (const error of [internal, new TypeError('Failed to fetch')]) {
      const { events, context } = form();
      const failure = await runSubmit(() => Promise.reject(error), { fallback: 'Oops' }, context);
      expect(failure?.code).toBeNull();
      expect(events).toContain('error:Oops');
    }
  });

  it('reads a function fallback only after the work failed, so it can name the step', async () => {
    const { events, context } = form();
    let step = 'create';
    await runSubmit(
      async () => {
        step = 'publish';
        throw new Error('down');
      },
      { fallback: () => `failed to ${step}` },
      context,
    );
    expect(events).toContain('error:failed to publish');
  });

  it('lets the screen word some failures its own way and keeps errors.<code> for the rest', async () => {
    const describe = (code: string | null) => (code === 'no_gifted_wish' ? 'Own words' : null);
    const own = form();
    await runSubmit(() => Promise.reject(refused), { fallback: 'x', describe }, own.context);
    expect(own.events).toContain('error:Own words');
    const usual = form();
    const other = new ApiError('rate_limited', 'Slow down', 429);
    await runSubmit(() => Promise.reject(other), { fallback: 'x', describe }, usual.context);
    expect(usual.events).toContain('error:<errors.rate_limited>');
  });

  it('sends the text where the form shows it instead of the flash message', async () => {
    const { events, context } = form();
    const shown: string[] = [];
    await runSubmit(
      () => Promise.reject(refused),
      { fallback: 'x', showFailure: (text) => shown.push(text) },
      context,
    );
    expect(shown).toEqual(['<errors.no_gifted_wish>']);
    expect(events).toEqual(['busy:true', 'clear', 'busy:false']);
  });

  it('stays busy when the work says the form is leaving', async () => {
    const { events, context } = form();
    const failure = await runSubmit(() => Promise.resolve(LEAVING), { fallback: 'x' }, context);
    expect(failure).toBeNull();
    expect(events).toEqual(['busy:true', 'clear']);
  });

  it('settles after success and failure, before the form is free, and not when leaving', async () => {
    for (const [work, expected] of [
      [() => Promise.resolve(), ['busy:true', 'clear', 'settle', 'busy:false']],
      [
        () => Promise.reject(refused),
        ['busy:true', 'clear', 'error:<errors.no_gifted_wish>', 'settle', 'busy:false'],
      ],
      [() => Promise.resolve(LEAVING), ['busy:true', 'clear']],
    ] as const) {
      const { events, context } = form();
      await runSubmit(work, { fallback: 'x', settle: () => void events.push('settle') }, context);
      expect(events).toEqual(expected);
    }
  });

  it('frees the form even when settling fails', async () => {
    const { events, context } = form();
    const settle = () => Promise.reject(new Error('refresh failed'));
    await expect(
      runSubmit(() => Promise.resolve(), { fallback: 'x', settle }, context),
    ).rejects.toThrow('refresh failed');
    expect(events.at(-1)).toBe('busy:false');
  });
});

describe('failureText', () => {
  it('is errors.<code> for a coded API error and the fallback otherwise', () => {
    expect(failureText(t, refused, 'x')).toBe('<errors.no_gifted_wish>');
    expect(failureText(t, new Error('x'), 'Fallback')).toBe('Fallback');
    expect(failureText(t, null, () => 'Lazy')).toBe('Lazy');
  });
});
