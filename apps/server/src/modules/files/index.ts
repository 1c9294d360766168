import fp from 'fastify-plugin';
import { createMaintenanceRepository } from '../maintenance/repository';
import { sweepStoredContentOnStart } from '../maintenance/scheduler';
import { createFilesRepository } from './repository';
import { filesRoutes } from './routes';
import { createFilesService, type FilesService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    filesService: FilesService;
  }
}

/** The file manager (requirements §2 Files): each user's folders and files, their uploads, links and trash. */
export const filesModule = fp(
  async (app) => {
    const { config, db, clock, store } = app.core;
    const { content, uploadSlots } = app.services;
    const filesService = createFilesService({
      files: createFilesRepository(db),
      store,
      clock,
      limits: config.files,
      log: app.log,
      content,
      slots: uploadSlots,
    });
    app.services.filesService = filesService;
    // Content left without a row by a crash between the two writes goes, once per cluster (decisions §1).
    sweepStoredContentOnStart(app, { repository: createMaintenanceRepository(db), store, clock });
    await app.register(filesRoutes, { filesService, maxUploadBytes: config.files.maxUploadBytes });
  },
  { name: 'files', dependencies: ['core', 'content'] },
);
