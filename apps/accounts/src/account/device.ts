import Bowser from 'bowser';

/** "Chrome on Windows" from a User-Agent, for the list of sessions; a client that sent none is "Unknown device". */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const system = os.name
    ? `${os.name}${platform.type === 'mobile' || platform.type === 'tablet' ? ` (${platform.type})` : ''}`
    : undefined;
  if (browser.name && system) return `${browser.name} on ${system}`;
  return browser.name ?? system ?? userAgent.slice(0, 60);
}
