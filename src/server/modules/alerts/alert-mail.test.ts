import { describe, expect, it } from 'vitest';
import type { Language } from '#shared/reference/types';
import { renderAlertMail, type AlertMailInput, type MailCar } from './alert-mail';

const car = (index: number): MailCar => ({
  title: `Toyota Corolla ${2000 + index}`,
  price: 500_000 + index,
  url: `https://arabeya.example/car-details/car_${index}`,
  pictureUrl: null,
});

/** A mail of one search with `count` new cars (three shown), and `drops` cheaper favourites. */
function mail(language: Language, count: number, drops = 0, searches = 1) {
  const input: AlertMailInput = {
    language,
    searches: Array.from({ length: searches }, (_, index) => ({
      name: `Search ${index + 1}`,
      cars: Array.from({ length: Math.min(count, 3) }, (_, carIndex) => car(carIndex)),
      more: Math.max(count - 3, 0),
      listingsUrl: 'https://arabeya.example/car-grid?make=toyota',
      unsubscribeUrl: 'https://arabeya.example/unsubscribe/1',
    })),
    drops: Array.from({ length: drops }, (_, index) => ({
      car: car(index),
      from: 600_000,
      to: 550_000,
    })),
    savedSearchesUrl: 'https://arabeya.example/saved-searches',
    unsubscribeAllUrl: 'https://arabeya.example/unsubscribe',
  };
  return renderAlertMail(input);
}

describe('the counts of an alert mail', () => {
  it.each([
    [1, 'سيارة جديدة لبحث «Search 1»', undefined],
    [2, 'سيارتان جديدتان لبحث «Search 1»', undefined],
    [4, '4 سيارات جديدة لبحث «Search 1»', 'عرض سيارة أخرى'],
    [5, '5 سيارات جديدة لبحث «Search 1»', 'عرض سيارتين أخريين'],
    [13, '13 سيارة جديدة لبحث «Search 1»', 'عرض 10 سيارات أخرى'],
    [103, '103 سيارات جديدة لبحث «Search 1»', 'عرض 100 سيارة أخرى'],
    [1_250, '1,250 سيارة جديدة لبحث «Search 1»', 'عرض 1,247 سيارة أخرى'],
  ])('take the Arabic form of %i new cars', (count, heading, more) => {
    const { text } = mail('ar', count);
    expect(text.split('\n')[0]).toBe(heading);
    if (more) expect(text).toContain(`${more}: `);
    else expect(text).not.toContain('عرض سيارة أخرى');
  });

  it.each([
    [2, 'انخفض سعر سيارتين في مفضلتك'],
    [3, 'انخفضت أسعار 3 سيارات في مفضلتك'],
    [11, 'انخفضت أسعار 11 سيارة في مفضلتك'],
  ])('take the Arabic form of %i price drops in the subject', (drops, subject) => {
    expect(mail('ar', 0, drops, 0).subject).toBe(subject);
  });

  it('take the Arabic form of the new cars of several searches in the subject', () => {
    expect(mail('ar', 2, 0, 2).subject).toBe('4 سيارات جديدة لعمليات البحث المحفوظة');
    expect(mail('ar', 6, 0, 2).subject).toBe('12 سيارة جديدة لعمليات البحث المحفوظة');
  });

  it('say one or several in English', () => {
    expect(mail('en', 1).text.split('\n')[0]).toBe('1 new car for “Search 1”');
    expect(mail('en', 1_250).text.split('\n')[0]).toBe('1,250 new cars for “Search 1”');
    expect(mail('en', 1_250).text).toContain('See 1,247 more: ');
    expect(mail('en', 0, 1, 0).subject).toBe('A car you keep is cheaper now');
    expect(mail('en', 0, 3, 0).subject).toBe('3 cars you keep are cheaper now');
    expect(mail('en', 2, 0, 2).subject).toBe('4 new cars for your saved searches');
  });
});
