import { csvCell, csvFileName, csvText } from './csv';

describe('the shortlist CSV', () => {
  it('starts with a UTF-8 byte-order mark so Excel reads Arabic names', () => {
    const text = csvText(['Name'], [['علي حسن']]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(text).toBe('\uFEFFName\r\nعلي حسن\r\n');
  });

  it('quotes a cell holding a comma, a quote or a line break, and doubles the quotes', () => {
    expect(csvCell('Baghdad, Karkh')).toBe('"Baghdad, Karkh"');
    expect(csvCell('He said "yes"')).toBe('"He said ""yes"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('keeps a cell that starts like a formula as text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@home')).toBe("'@home");
  });

  it('ends every row, the last included, with CRLF', () => {
    expect(
      csvText(
        ['a', 'b'],
        [
          ['1', '2'],
          ['3', '4'],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n1,2\r\n3,4\r\n');
  });

  it('names the file after the list, without characters a file system refuses', () => {
    expect(csvFileName('Engineers: Basra/2026')).toBe('Engineers Basra 2026.csv');
    expect(csvFileName('  ')).toBe('shortlist.csv');
    expect(csvFileName('محاسبون')).toBe('محاسبون.csv');
  });
});
