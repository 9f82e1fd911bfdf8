import {
  QueryObserver,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query';
import type { MissingRecord } from '../components/errors/page-load-error';
import { siteTitle } from '../components/seo/site-title';
import { isNotFound } from '../lib/api-error';
import {
  movedForGood,
  Page,
  startLoading,
  writePage,
  type PageAddress,
  type PageParts,
} from './page';

// Kept apart from page.ts, which comes with the app: only the pages of a car and of a dealer,
// loaded lazily, are of a record, so this comes with them.

interface RecordPageParts<
  Record,
  Key extends QueryKey,
  Data,
  Title extends string | undefined,
> extends PageParts<Record, Data, Title> {
  /**
   * The API's record the page is of (a car, a dealer), from its address: the title is written
   * from it, and the API not knowing it is the page's 404 (`missing`).
   */
  record: (address: PageAddress) => QueryObserverOptions<Record, Error, Record, Record, Key>;
  /** What the page of a record the API does not know says: 404, rendered by the browser. */
  missing: MissingRecord;
  /**
   * The record's own address (unprefixed, with the query) when the page was asked for at
   * another (an old or a wrong one): the server answers 301 there. Left out: any address is it.
   */
  ownAddress?: (address: PageAddress, record: Record) => string | undefined;
}

/** A page of one API record (a car, a dealer): its title follows the record as it loads. */
export function defineRecordPage<
  Record,
  Key extends QueryKey,
  Data,
  Title extends string | undefined,
>(parts: RecordPageParts<Record, Key, Data, Title>): Page {
  const { missing } = parts;
  return new Page(
    async (heads, context, address, queries) => {
      let record: Record;
      try {
        record = await queries.fetchQuery(parts.record(address));
      } catch (error) {
        if (!isNotFound(error)) throw error;
        const title = siteTitle(context.t, missing.title(context.t));
        return {
          head: { ...heads.notFoundHead(missing.description(context.t)), title },
          body: false,
        };
      }
      const ownAddress = parts.ownAddress?.(address, record);
      if (ownAddress !== undefined) return { movedTo: ownAddress, status: movedForGood };
      return writePage(parts, heads, context, address, queries, record);
    },
    (context, address, queries, show) => {
      const { t } = context;
      const observer = new QueryObserver(queries, parts.record(address));
      let loading = false;
      const showResult = (result: QueryObserverResult<Record>) => {
        if (result.status === 'success') {
          if (!loading) {
            loading = true;
            startLoading(parts.load(address, queries, result.data));
          }
          show(siteTitle(t, parts.title(context, { address, record: result.data })));
        } else if (result.status === 'error') {
          show(siteTitle(t, isNotFound(result.error) ? missing.title(t) : t('errors.title')));
        }
      };
      showResult(observer.getCurrentResult());
      return observer.subscribe(showResult);
    },
  );
}
