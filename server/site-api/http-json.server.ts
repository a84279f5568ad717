import { Agent, fetch, type RequestInit, type Response } from 'undici';
import { SiteDataError } from '../../shared/data/site-data';
import { BodyTooLargeError, readCappedText } from './read-capped.server';

export interface HttpOptions {
  connectTimeoutMs: number;
  timeoutMs: number;
  maxBodyBytes: number;
}

export interface JsonResponse {
  status: number;
  body: unknown;
}

/**
 * One HTTP exchange with the API host, bounded by a total timeout, with
 * failures mapped to the errors pages know: 'unavailable' (no answer, 504 on
 * timeout) or 'upstream' (an answer we cannot use, keeping its status).
 */
const agents = new Map<number, Agent>();

/** One keep-alive pool per connect timeout, so the connect phase has its own, shorter limit. */
function agentFor(connectTimeoutMs: number): Agent {
  let agent = agents.get(connectTimeoutMs);
  if (!agent) {
    agent = new Agent({ connect: { timeout: connectTimeoutMs }, keepAliveTimeout: 10_000 });
    agents.set(connectTimeoutMs, agent);
  }
  return agent;
}

export async function requestJson(url: string, init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> }, opts: HttpOptions): Promise<JsonResponse> {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal, dispatcher: agentFor(opts.connectTimeoutMs), headers: { accept: 'application/json', ...init.headers } });
  } catch (error) {
    if (signal.aborted) throw new SiteDataError('unavailable', 'The request to the blog service timed out', 504);
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    if (cause === 'UND_ERR_CONNECT_TIMEOUT') throw new SiteDataError('unavailable', 'Connecting to the blog service timed out', 504);
    throw new SiteDataError('unavailable', cause ? `Network error (${cause})` : 'Network error', 502);
  }
  let text: string;
  try {
    text = await readCappedText(response, opts.maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new SiteDataError('upstream', 'The blog service answered with more than the size limit', 502);
    if (signal.aborted) throw new SiteDataError('unavailable', 'The request to the blog service timed out', 504);
    throw new SiteDataError('upstream', 'The blog service closed the connection before its answer was complete', 502);
  }
  if (response.status === 404) throw new SiteDataError('not-found', 'Not found', 404);
  if (!response.ok) throw new SiteDataError('upstream', `HTTP error! status: ${response.status}`, response.status);
  try {
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch {
    throw new SiteDataError('upstream', 'The blog service answered with invalid JSON', 502);
  }
}

/** Idempotent reads get one more try after a network error (never after a timeout or an HTTP answer). */
export async function getJsonWithRetry(url: string, opts: HttpOptions): Promise<JsonResponse> {
  try {
    return await requestJson(url, { method: 'GET' }, opts);
  } catch (error) {
    if (error instanceof SiteDataError && error.kind === 'unavailable' && error.status !== 504) {
      return requestJson(url, { method: 'GET' }, opts);
    }
    throw error;
  }
}
