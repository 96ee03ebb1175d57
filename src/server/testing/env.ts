// Server tests run quietly and never touch the developer's ./data.
process.env.LOG_LEVEL = 'silent';
