/**
 * Teardown steps run newest first, once, whether the run ends normally, fails or is
 * interrupted with Ctrl-C: a load or fault run must never leave a server or a database behind.
 */
export class CleanupStack {
  private readonly steps: { name: string; run: () => Promise<void> }[] = [];
  private running: Promise<void> | undefined;

  push(name: string, run: () => Promise<void>): void {
    this.steps.push({ name, run });
  }

  runAll(): Promise<void> {
    this.running ??= (async () => {
      for (const step of this.steps.reverse()) {
        await step.run().catch((error: unknown) => {
          process.stderr.write(`cleanup "${step.name}" failed: ${String(error)}\n`);
        });
      }
    })();
    return this.running;
  }

  /** Ctrl-C and SIGTERM clean up before exiting. */
  onSignals(): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        process.stderr.write(`\n${signal}: stopping and cleaning up…\n`);
        void this.runAll().finally(() => process.exit(130));
      });
    }
  }
}
