print("benchmark: to come")
