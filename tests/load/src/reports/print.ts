/** Output for the person running the tool (the lint rule against console.* is for services). */
export function print(text = ''): void {
  process.stdout.write(`${text}\n`);
}
