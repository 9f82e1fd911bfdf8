import { describe, expect, it } from 'vitest';
import { parseLeadSearch, serializeLeadSearch, toLeadListQuery } from './lead-search';

describe('the lead inbox address', () => {
  it('reads the filters it knows, and drops the others', () => {
    const search = parseLeadSearch(
      new URLSearchParams('dealer=dlr_1&car=car_1&status=won&assignee=none&kind=call&page=2'),
    );
    expect(search).toEqual({
      view: 'leads',
      dealerId: 'dlr_1',
      carId: 'car_1',
      status: 'won',
      assignee: 'none',
      kind: 'call',
    });
    expect(toLeadListQuery(search)).toEqual({
      carId: 'car_1',
      status: 'won',
      assignee: 'none',
      kind: 'call',
    });
    expect(
      parseLeadSearch(new URLSearchParams('status=open&kind=sms&car=../x&view=other')),
    ).toEqual({
      view: 'leads',
      dealerId: undefined,
      carId: undefined,
      status: undefined,
      assignee: undefined,
      kind: undefined,
    });
  });

  it('writes only what differs from every lead of the first dealership', () => {
    const search = parseLeadSearch(new URLSearchParams('view=reports&dealer=dlr_2'));
    expect(serializeLeadSearch(search)).toBe('dealer=dlr_2&view=reports');
    expect(serializeLeadSearch({ ...search, view: 'leads', dealerId: undefined })).toBe('');
  });
});
