import { LIST_POSITION } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsInt, Max, Min } from 'class-validator';
import { rule } from './validation-rule';

/** Body of a move in an ordered list (testimonials, case studies): the new place, 0 first. */
export class ListPositionDto {
  @ApiProperty({
    example: 0,
    minimum: LIST_POSITION.min,
    maximum: LIST_POSITION.max,
    description: 'The new place in the list, 0 first; past the end means last. The others keep their order around it.',
  })
  @Max(LIST_POSITION.max, rule('invalidInput'))
  @Min(LIST_POSITION.min, rule('invalidInput'))
  @IsInt(rule('invalidInput'))
  @IsDefined(rule('required'))
  position!: number;
}
