import fc from 'fast-check';
import { addOnTop, appendRows, clampPage, clearRows, pageCount, pageLabel, pageRange, updateRow } from './requestTable';

type R = { id: string; v: number };
const r = (id: string, v = 0): R => ({ id, v });

describe('table rows (spec section 4)', () => {
  it('add on top puts the row first and replaces the one with the same id', () => {
    expect(addOnTop([r('a'), r('b'), r('c')], r('d'))).toEqual([r('d'), r('a'), r('b'), r('c')]);
    expect(addOnTop([r('a'), r('b'), r('c')], r('b', 9))).toEqual([r('b', 9), r('a'), r('c')]);
  });

  it('update replaces in place; an unknown id changes nothing', () => {
    expect(updateRow([r('a'), r('b')], r('b', 2))).toEqual([r('a'), r('b', 2)]);
    expect(updateRow([r('a')], r('x', 2))).toEqual([r('a')]);
  });

  it('append adds after, skipping ids already there', () => {
    expect(appendRows([r('a')], [r('a', 5), r('b'), r('b', 3)])).toEqual([r('a'), r('b')]);
  });

  it('clear empties', () => {
    expect(clearRows<R>()).toEqual([]);
  });

  it('no operation ever leaves two rows with one id, nor mutates its input (property)', () => {
    const row = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd'), v: fc.nat(5) });
    const op = fc.oneof(
      fc.record({ kind: fc.constant('top' as const), row }),
      fc.record({ kind: fc.constant('update' as const), row }),
      fc.record({ kind: fc.constant('append' as const), rows: fc.array(row, { maxLength: 4 }) }),
      fc.constant({ kind: 'clear' as const }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        let rows: R[] = [];
        for (const o of ops) {
          const before = structuredClone(rows);
          const input = rows;
          rows =
            o.kind === 'top'
              ? addOnTop(rows, o.row)
              : o.kind === 'update'
                ? updateRow(rows, o.row)
                : o.kind === 'append'
                  ? appendRows(rows, o.rows)
                  : clearRows();
          expect(input).toEqual(before);
          expect(new Set(rows.map((x) => x.id)).size).toBe(rows.length);
          if (o.kind === 'top') expect(rows[0]).toEqual(o.row);
          if (o.kind === 'update') expect(rows.length).toBe(before.length);
        }
      }),
    );
  });
});

describe('paging', () => {
  it('ranges are _start inclusive, _end exclusive', () => {
    expect(pageRange(0, 5)).toEqual({ start: 0, end: 5 });
    expect(pageRange(2, 5)).toEqual({ start: 10, end: 15 });
  });

  it('counts pages, an empty table has one', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(12, 5)).toBe(3);
  });

  it('clamps a page that fell off the end', () => {
    expect(clampPage(3, 12, 5)).toBe(2);
    expect(clampPage(-1, 12, 5)).toBe(0);
    expect(clampPage(Number.NaN, 12, 5)).toBe(0);
  });

  it('labels the rows shown', () => {
    expect(pageLabel(1, 5, 12, 5)).toBe('6–10 of 12');
    expect(pageLabel(2, 2, 12, 5)).toBe('11–12 of 12');
    expect(pageLabel(0, 0, 0, 5)).toBe('No requests');
  });

  it('the pages of a table cover every row exactly once (property)', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.integer({ min: 1, max: 50 }), (total, size) => {
        const covered: number[] = [];
        for (let p = 0; p < pageCount(total, size); p++) {
          const { start, end } = pageRange(p, size);
          for (let i = start; i < Math.min(end, total); i++) covered.push(i);
        }
        expect(covered).toEqual(Array.from({ length: total }, (_, i) => i));
        expect(clampPage(pageCount(total, size) + 3, total, size)).toBe(pageCount(total, size) - 1);
      }),
    );
  });
});
