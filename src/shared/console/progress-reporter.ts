/** Draws a progress bar per stage on a terminal, or prints quarter steps when output is a file or CI. */
export function consoleProgress(
  stream: NodeJS.WriteStream = process.stderr,
): (stage: string, done: number, total: number) => void {
  const interactive = stream.isTTY;
  const printed = new Map<string, number>();
  return (stage, done, total) => {
    const fraction = total > 0 ? Math.min(1, done / total) : 1;
    if (interactive) {
      const width = 30;
      const filled = Math.round(fraction * width);
      const bar = `${'='.repeat(filled)}${' '.repeat(width - filled)}`;
      const count = total > 1 ? ` ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}` : '';
      stream.write(
        `\r  [${bar}] ${String(Math.round(fraction * 100)).padStart(3)}% ${stage.padEnd(16)}${count}   `,
      );
      if (fraction >= 1) stream.write('\n');
      return;
    }
    const quarter = Math.floor(fraction * 4);
    if (printed.get(stage) === quarter) return;
    printed.set(stage, quarter);
    stream.write(
      `  ${stage}: ${Math.round(fraction * 100)}% (${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')})\n`,
    );
  };
}
