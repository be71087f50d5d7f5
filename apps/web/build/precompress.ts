import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** The files worth compressing; images and fonts are compressed in their own format already. */
const TEXT_FILE = /\.(?:js|css|html|svg|json|webmanifest|txt|xml)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) file beside every text file of the build, at the
 * highest quality, since it is paid once: the server sends them as they are to a browser that
 * accepts them (@fastify/static `preCompressed`), so no request costs a compression. Every text
 * file gets both, however small: one without them would be compressed again on each request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'food:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public folder are written.
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((file) => TEXT_FILE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.readFile(path.join(outDir, file));
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            fs.writeFile(path.join(outDir, `${file}.br`), br),
            fs.writeFile(path.join(outDir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}
