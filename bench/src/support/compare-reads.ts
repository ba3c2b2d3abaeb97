import type { ScenarioResult } from '../types';
import { recordAnswers, startBareServer } from './bare-server';
import { measureHttp, round } from './load';

/** Issue 7: the public reads serve at least half the requests per second of their bare baseline. */
export const READ_TARGET_RATIO = 0.5;

/**
 * For each path: the portal under fixed load, then a bare node:http server answering the same bytes under the
 * same load; one result per path, named `<name> <path>`.
 */
export async function compareReads(options: {
  name: string;
  description: string;
  portalUrl: string;
  paths: string[];
  headers?: Record<string, string>;
  /** The ratio to reach (issue 7: the public reads' 0.5 by default); null: reported only. */
  targetRatio?: number | null;
}): Promise<ScenarioResult[]> {
  const targetRatio = options.targetRatio === undefined ? READ_TARGET_RATIO : options.targetRatio;
  const headers = options.headers ?? {};
  const answers = await recordAnswers(options.portalUrl, options.paths, headers);
  const bare = await startBareServer(answers);
  try {
    const results: ScenarioResult[] = [];
    for (const pathname of options.paths) {
      const requests = [{ path: pathname, headers }];
      const portal = await measureHttp('portal', options.portalUrl, requests);
      const baseline = await measureHttp('bare node:http, same bytes', bare.baseUrl, requests);
      const ratio = round(portal.rps / baseline.rps);
      results.push({
        name: `${options.name} ${pathname}`,
        description: options.description,
        portal,
        baseline,
        ratio,
        target: targetRatio === null ? {} : { ratio: targetRatio },
        facts: { responseBytes: Buffer.from(answers[pathname]?.body ?? '', 'base64').length },
        ok: (targetRatio === null || ratio >= targetRatio) && portal.errors === 0 && baseline.errors === 0,
      });
    }
    return results;
  } finally {
    await bare.stop();
  }
}
