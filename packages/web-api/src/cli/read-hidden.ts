/** Reads one line typed at the terminal without echoing it (the prompt goes to stderr); Ctrl-C ends the process. */
export function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve) => {
    let text = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(text);
          return;
        }
        if (char === '\u0003') {
          finish();
          process.exit(130);
        }
        // Backspace (DEL on most terminals) removes the last character typed.
        if (char === '\u007f' || char === '\b') text = [...text].slice(0, -1).join('');
        else text += char;
      }
    };
    input.on('data', onData);
  });
}
