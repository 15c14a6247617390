import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { loadPinyinDictionary, parseOpenccTable } from '@/components/ui/on-screen-keyboard/dictionary';
import { OnScreenKeyboard } from '@/components/ui/on-screen-keyboard/on-screen-keyboard';
import { buildPinyinDictionary, pinyinCandidates, segmentPinyin } from '@/components/ui/on-screen-keyboard/pinyin';

const texts = (typed: string, dictionary: Awaited<ReturnType<typeof loadPinyinDictionary>>) =>
  pinyinCandidates(typed, dictionary).map((candidate) => candidate.text);

describe('pinyinCandidates', () => {
  it('offers the words a visitor searches for in Simplified characters for zh, whole words first', async () => {
    const dictionary = await loadPinyinDictionary('simplified');
    expect(texts('dongshi', dictionary)[0]).toBe('董事');
    expect(texts('yeji', dictionary)[0]).toBe('业绩');
    expect(texts('gonggao', dictionary)[0]).toBe('公告');
    expect(texts('baogao', dictionary)[0]).toBe('报告');
    expect(texts('qukuailian', dictionary)[0]).toBe('区块链');
    expect(texts('gonggao', dictionary)).not.toContain('報告');
  });

  it('offers the same words in Traditional characters, as Hong Kong writes them, for zh-TW', async () => {
    const dictionary = await loadPinyinDictionary('traditional');
    expect(texts('dongshi', dictionary)[0]).toBe('董事');
    expect(texts('yeji', dictionary)[0]).toBe('業績');
    expect(texts('gonggao', dictionary)[0]).toBe('公告');
    expect(texts('baogao', dictionary)[0]).toBe('報告');
    expect(texts('qukuailian', dictionary)[0]).toBe('區塊鏈');
    expect(texts('wangluo', dictionary)).toContain('網絡');
    // Single characters too: 业 is 業 in Traditional, and no Simplified form is offered.
    expect(texts('ye', dictionary)).toContain('業');
    expect(texts('ye', dictionary)).not.toContain('业');
  });

  it('offers the first syllable’s characters after the words, replacing only that syllable', async () => {
    const dictionary = await loadPinyinDictionary('simplified');
    const candidates = pinyinCandidates('dongshi', dictionary);
    expect(candidates).toContainEqual({ text: '董', consumed: 4 });
    expect(candidates).toContainEqual({ text: '董事', consumed: 7 });
    // Then the rest: 事 for "shi".
    expect(pinyinCandidates('shi', dictionary)).toContainEqual({ text: '事', consumed: 3 });
  });

  it('completes a word from its beginning and reads an unfinished syllable', async () => {
    const dictionary = await loadPinyinDictionary('simplified');
    expect(texts('dongs', dictionary)).toContain('董事');
    expect(texts('d', dictionary).length).toBeGreaterThan(5);
    expect(texts('zhanlue', dictionary)[0]).toBe('战略');
    expect(pinyinCandidates('', dictionary)).toEqual([]);
  });
});

describe('segmentPinyin', () => {
  const dictionary = buildPinyinDictionary(
    { xi: '西', an: '安', xian: '先', dong: '东', shi: '是', s: '' },
    [],
    'simplified',
  );

  it('takes the longest syllables and keeps an unfinished last one', () => {
    expect(segmentPinyin('xian', dictionary)).toEqual(['xian']);
    expect(segmentPinyin('dongshi', dictionary)).toEqual(['dong', 'shi']);
    expect(segmentPinyin('dongsh', dictionary)).toEqual(['dong', 'sh']);
    expect(segmentPinyin('qq', dictionary)).toBeUndefined();
  });
});

describe('parseOpenccTable', () => {
  it('reads OpenCC’s text format', () => {
    expect(parseOpenccTable('后 後 后|发 發 髮')).toEqual(
      new Map([
        ['后', ['後', '后']],
        ['发', ['發', '髮']],
      ]),
    );
  });
});

function renderKeyboard(path: string) {
  const form = document.createElement('form');
  const submit = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', submit);
  const input = document.createElement('input');
  input.type = 'search';
  form.append(input);
  document.body.append(form);
  const onClose = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <OnScreenKeyboard input={input} suggestions={['results', 'director']} onClose={onClose} />
    </MemoryRouter>,
  );
  return { input, submit, onClose, cleanup: () => form.remove() };
}

describe('OnScreenKeyboard', () => {
  it('names each key by its character and each special key by what it does', async () => {
    const user = userEvent.setup();
    const { input, submit, onClose, cleanup } = renderKeyboard('/announcements');
    for (const name of ['d', 'q', '1', '0', '-', 'Backspace', 'Space', 'Search', 'Close keyboard']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    // No pinyin in English.
    expect(screen.queryByRole('button', { name: 'Switch to pinyin' })).toBeNull();

    for (const key of ['d', 'i', 'r', 'x']) await user.click(screen.getByRole('button', { name: key }));
    await user.click(screen.getByRole('button', { name: 'Backspace' }));
    expect(input.value).toBe('dir');
    await user.click(screen.getByRole('button', { name: 'results' }));
    expect(input.value).toBe('results');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(submit).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalled();
    cleanup();
  });

  it('turns pinyin into the candidates of a zh page and writes the one tapped', async () => {
    const user = userEvent.setup();
    const { input, cleanup } = renderKeyboard('/zh/announcements');
    expect(screen.getByRole('button', { name: 'Switch to English' })).toBeInTheDocument();
    for (const key of 'dongshi') await user.click(screen.getByRole('button', { name: key }));
    expect(input.value).toBe('dongshi');
    await user.click(await screen.findByRole('button', { name: '董事' }));
    expect(input.value).toBe('董事');

    // Per syllable: 董, then 事.
    await act(() => user.click(screen.getByRole('button', { name: 'Space' })));
    for (const key of 'dongshi') await user.click(screen.getByRole('button', { name: key }));
    await user.click(await screen.findByRole('button', { name: '董' }));
    expect(input.value).toBe('董事 董shi');
    await user.click(await screen.findByRole('button', { name: '事' }));
    expect(input.value).toBe('董事 董事');

    // English keys write letters as they are.
    await user.click(screen.getByRole('button', { name: 'Switch to English' }));
    await user.click(screen.getByRole('button', { name: 'e' }));
    expect(input.value).toBe('董事 董事e');
    cleanup();
  });
});
