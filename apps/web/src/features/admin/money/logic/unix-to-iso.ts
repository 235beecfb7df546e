/** Unix seconds → ISO, for the console's IST formatters and <time dateTime>. */
export const unixToIso = (seconds: number): string => new Date(seconds * 1000).toISOString();
