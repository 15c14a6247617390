import { describe, expect, it } from 'vitest';
import { configureLogger, isDebugMode, logger } from '@/lib/log';

describe('logger', () => {
  it('is quiet below warnings unless local storage mode is development', () => {
    configureLogger();
    expect(isDebugMode()).toBe(false);
    expect(logger.getLevel()).toBe(logger.levels.WARN);
    window.localStorage.setItem('mode', 'development');
    configureLogger();
    expect(isDebugMode()).toBe(true);
    expect(logger.getLevel()).toBe(logger.levels.DEBUG);
    window.localStorage.setItem('mode', 'production');
    configureLogger();
    expect(logger.getLevel()).toBe(logger.levels.WARN);
  });
});
