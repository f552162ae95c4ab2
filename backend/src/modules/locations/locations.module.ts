import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { LocationDirectory } from './application/location-directory';
import { loadTownContent } from './infrastructure/content/load-town-content';
import { LocationsController } from './infrastructure/http/locations.controller';

@Module({
  controllers: [LocationsController],
  providers: [
    {
      provide: LocationDirectory,
      inject: [AppConfig],
      // Read once at start; a content file that breaks its schema stops the start with the file, field and rule.
      useFactory: (config: AppConfig) => {
        const content = loadTownContent(config.contentDir);
        return new LocationDirectory(content.towns, content.servicePages, content.texts, config.publicUrl);
      },
    },
  ],
  exports: [LocationDirectory],
})
export class LocationsModule {}
