import type { Readable } from 'node:stream';

/**
 * Waits for the first bytes of an upload's content without buffering it (decisions §7.5: an empty file is
 * refused before anything is stored): true when the content ended with none. The first chunk, when there is
 * one, is put back at the front of the stream, which then reads on from its start. Rejects with the stream's
 * error, or when it is destroyed (the request cut short) before either.
 */
export function isEmptyContent(content: Readable): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    if (content.errored) {
      reject(content.errored);
      return;
    }
    if (content.readableEnded) {
      resolve(true);
      return;
    }
    if (content.destroyed) {
      reject(new Error('upload content closed before it was read'));
      return;
    }
    const settle = (settleWith: () => void) => {
      content.off('readable', onReadable);
      content.off('end', onEnd);
      content.off('error', onError);
      content.off('close', onClose);
      settleWith();
    };
    const onReadable = () => {
      const chunk: unknown = content.read();
      if (chunk !== null) {
        settle(() => {
          content.unshift(chunk);
          // Back to the mode a fresh stream is in: whoever reads it next (a pipe, a pipeline) starts it.
          content.pause();
          resolve(false);
        });
      }
    };
    const onEnd = () => settle(() => resolve(true));
    const onError = (error: Error) => settle(() => reject(error));
    const onClose = () => settle(() => reject(content.errored ?? new Error('upload content closed before its end')));
    content.on('readable', onReadable);
    content.on('end', onEnd);
    content.on('error', onError);
    content.on('close', onClose);
  });
}
