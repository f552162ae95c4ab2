import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { LocationDirectory } from './application/location-directory';
import { ALHAURIN_EL_GRANDE_PAGES } from './domain/data/alhaurin-el-grande-pages.data';
import { DETAILED_TOWNS } from './domain/data/detailed-towns.data';
import { OTHER_TOWNS } from './domain/data/other-towns.data';
import { LocationsController } from './infrastructure/http/locations.controller';

@Module({
  controllers: [LocationsController],
  providers: [
    {
      provide: LocationDirectory,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new LocationDirectory([...DETAILED_TOWNS, ...OTHER_TOWNS], { 'alhaurin-el-grande': ALHAURIN_EL_GRANDE_PAGES }, config.publicUrl),
    },
  ],
  exports: [LocationDirectory],
})
export class LocationsModule {}
