import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { nullsNotAllowed } from './null-fields';

class ExampleDto {
  @ApiProperty() name!: string;
  @ApiPropertyOptional() note?: string;
  @ApiPropertyOptional({ type: String, nullable: true }) photoId?: string | null;
}

class ExampleUpdateDto extends PartialType(ExampleDto) {}

describe('nullsNotAllowed: null only where the OpenAPI metadata says nullable', () => {
  it.each([ExampleDto, ExampleUpdateDto])('%p', (dto) => {
    const body = { name: null, note: null, photoId: null, unknown: null, other: 'x' };
    expect(nullsNotAllowed(body, dto)).toEqual(['name', 'note', 'unknown']);
  });

  it('leaves anything but an object body to the other rules', () => {
    expect(nullsNotAllowed(null, ExampleDto)).toEqual([]);
    expect(nullsNotAllowed([null], ExampleDto)).toEqual([]);
    expect(nullsNotAllowed({ name: null }, undefined)).toEqual([]);
  });
});
