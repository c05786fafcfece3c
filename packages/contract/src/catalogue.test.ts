import { describe, expect, it } from 'vitest';
import {
  CloneProductRequest,
  CookingTime,
  CreateSectionGroupRequest,
  computeKcal,
  LocalizedDescription,
  LocalizedName,
  MAX_NUMBER_INPUT,
  Money,
  NutritionRequest,
  normalizeDiscountPrice,
  UpdateProductRequest,
} from './catalogue.ts';

describe('catalogue rules', () => {
  it('kcal: 4.1 per g of protein and carbs, 9.29 per g of fat, rounded', () => {
    expect(computeKcal({ proteins: 10, fats: 5, carbs: 20 })).toBe(169);
    expect(computeKcal({ proteins: 0, fats: 0, carbs: 0 })).toBe(0);
    expect(computeKcal({ proteins: 11, fats: 9, carbs: 30 })).toBe(252);
  });

  it('a discount price of 0 is no discount', () => {
    expect(normalizeDiscountPrice(0)).toBeNull();
    expect(normalizeDiscountPrice(null)).toBeNull();
    expect(normalizeDiscountPrice(undefined)).toBeNull();
    expect(normalizeDiscountPrice(9.5)).toBe(9.5);
  });

  it('numbers fit a 7-character input', () => {
    expect(MAX_NUMBER_INPUT).toBe(9_999_999);
    expect(Money.safeParse(9_999_999).success).toBe(true);
    expect(Money.safeParse(10_000_000).success).toBe(false);
    expect(Money.safeParse(-0.01).success).toBe(false);
  });

  it.each([
    [5, true],
    [20, true],
    [95, true],
    [0, false],
    [4, false],
    [7, false],
    [96, false],
    [100, false],
  ])('cooking time %i → %s', (minutes, ok) => {
    expect(CookingTime.safeParse(minutes).success).toBe(ok);
  });

  it('descriptions up to 1000 characters per language; clone names up to 70', () => {
    expect(LocalizedDescription.safeParse({ values: { en: 'd'.repeat(1000) } }).success).toBe(true);
    expect(LocalizedDescription.safeParse({ values: { en: 'd'.repeat(1001) } }).success).toBe(false);
    const clone = (en: string) => ({ targetSectionID: 1, targetName: { values: { en } } });
    expect(CloneProductRequest.safeParse(clone('n'.repeat(70))).success).toBe(true);
    expect(CloneProductRequest.safeParse(clone('n'.repeat(71))).success).toBe(false);
    expect(CloneProductRequest.safeParse({ targetName: { values: { en: 'x' } } }).success).toBe(false);
  });

  it('one name limit: 70 characters per language for every section and product name', () => {
    expect(LocalizedName.safeParse({ values: { en: 'n'.repeat(70) } }).success).toBe(true);
    expect(LocalizedName.safeParse({ values: { en: 'n'.repeat(71) } }).success).toBe(false);
  });

  it('nutrition is per 100 g: nutrients alone and together weigh at most 100 g', () => {
    expect(NutritionRequest.safeParse({ proteins: 100, fats: 0, carbs: 0 }).success).toBe(true);
    expect(NutritionRequest.safeParse({ proteins: 33.4, fats: 33.3, carbs: 33.3 }).success).toBe(true);
    expect(NutritionRequest.safeParse({ proteins: 100.5, fats: 0, carbs: 0 }).success).toBe(false);
    expect(NutritionRequest.safeParse({ proteins: 50, fats: 30, carbs: 21 }).success).toBe(false);
    expect(NutritionRequest.safeParse({ proteins: 0, fats: 0, carbs: 99_999 }).success).toBe(false);
  });

  it('requests are strict', () => {
    expect(UpdateProductRequest.safeParse({ price: 1, colour: 'red' }).success).toBe(false);
  });

  it('section group names are in the section group languages; the image is required', () => {
    const image = { basePath: 'c/x', variants: [{ w: 1, h: 1, n: 's' }] };
    expect(
      CreateSectionGroupRequest.safeParse({ name: { values: { uk: 'Обід', mg: 'x' } }, image }).success,
    ).toBe(true);
    expect(CreateSectionGroupRequest.safeParse({ name: { values: { de: 'x' } }, image }).success).toBe(false);
    expect(CreateSectionGroupRequest.safeParse({ name: { values: { en: 'x' } } }).success).toBe(false);
  });
});
